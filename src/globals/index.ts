import type { GlobalConfig } from 'payload'

import { withGlobalSearchIndex } from '@/collections/search-index'
import { withGlobalRevalidation } from '@/cache/revalidate'

import { Basics } from './Basics'
import { Home } from './Home'
import { NewsDesk } from './NewsDesk'

export const globals: GlobalConfig[] = [Home, Basics, NewsDesk].map((global) => withGlobalRevalidation(withGlobalSearchIndex(global)))
