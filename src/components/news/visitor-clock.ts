import { useEffect, useSyncExternalStore } from 'react'

import type { Language } from '@/i18n/languages'
import { answerClockQuestion, type ClockAnswer, type ClockQuestion, type VisitorDateTime } from '@/i18n/visitor-date-time'

import { nextTask } from '@/browser/post-task'

/*
 * A page's first Intl date formatter costs 30–60 ms of ICU set-up (Chromium, unthrottled; four times that on a slow
 * phone), which the news feed paid on the main thread as it hydrated. A worker pays it on a thread of its own: the
 * main thread spends a few milliseconds starting the worker, and the local times arrive a moment after hydration.
 * Without a worker (it failed to load: offline, say) the page writes them itself, in a task of its own.
 */
const written = new Map<string, VisitorDateTime>()
const listeners = new Set<() => void>()
const asked = new Map<Language, Set<string>>()
let worker: Worker | null | undefined
let flushQueued = false
// Once one answer is in, ICU is set up for the whole page (its data is the process's, not the thread's): an entry
// that mounts later, the feed's next page, is written at once on the main thread for well under a millisecond.
let warm = false

const key = (language: Language, iso: string) => `${language} ${iso}`

function learn({ language, written: answers }: ClockAnswer) {
  warm = true
  for (const [iso, when] of Object.entries(answers)) written.set(key(language, iso), when)
  for (const listener of listeners) listener()
}

function answerHere(questions: ClockQuestion[]) {
  nextTask(() => questions.forEach((question) => learn(answerClockQuestion(question))))
}

function startWorker(): Worker | null {
  try {
    const started = new Worker(new URL('./visitor-clock.worker.ts', import.meta.url), { type: 'module', name: 'visitor-clock' })
    started.addEventListener('message', (event: MessageEvent<ClockAnswer>) => learn(event.data))
    started.addEventListener('error', () => {
      // Everything asked so far is still unanswered for all the page knows: ask it here.
      worker = null
      started.terminate()
      answerHere(unanswered())
    })
    return started
  } catch {
    return null
  }
}

function unanswered(): ClockQuestion[] {
  const questions: ClockQuestion[] = []
  for (const [language, instants] of asked) {
    const open = [...instants].filter((iso) => !written.has(key(language, iso)))
    if (open.length) questions.push({ language, instants: open })
  }
  return questions
}

function flush() {
  flushQueued = false
  const questions = unanswered()
  if (!questions.length) return
  if (worker === undefined) worker = startWorker()
  if (worker) for (const question of questions) worker.postMessage(question)
  else answerHere(questions)
}

function ask(language: Language, iso: string) {
  let instants = asked.get(language)
  if (!instants) asked.set(language, (instants = new Set()))
  if (instants.has(iso)) return
  instants.add(iso)
  // One question for every entry that mounts in the same commit.
  if (!flushQueued) {
    flushQueued = true
    queueMicrotask(flush)
  }
}

function writtenNow(language: Language, iso: string): VisitorDateTime | undefined {
  const found = written.get(key(language, iso))
  if (found || !warm) return found
  const when = answerClockQuestion({ language, instants: [iso] }).written[iso]
  written.set(key(language, iso), when)
  return when
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * An instant on the visitor's clock, written the way `language` writes it; undefined on the server, while React
 * hydrates, and until the worker's first answer.
 */
export function useVisitorDateTime(iso: string, language: Language): VisitorDateTime | undefined {
  const found = useSyncExternalStore(
    subscribe,
    () => writtenNow(language, iso),
    () => undefined,
  )
  useEffect(() => ask(language, iso), [language, iso])
  return found
}
