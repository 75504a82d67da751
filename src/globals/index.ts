import type { GlobalConfig } from 'payload'

import { Basics } from './Basics'
import { Home } from './Home'
import { NewsDesk } from './NewsDesk'

export const globals: GlobalConfig[] = [Home, Basics, NewsDesk]
