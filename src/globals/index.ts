import type { GlobalConfig } from 'payload'

import { withGlobalRevalidation } from '@/lib/revalidate'

import { Basics } from './Basics'
import { Home } from './Home'
import { NewsDesk } from './NewsDesk'

export const globals: GlobalConfig[] = [Home, Basics, NewsDesk].map(withGlobalRevalidation)
