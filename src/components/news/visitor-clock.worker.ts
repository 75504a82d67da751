import { answerClockQuestion, type ClockAnswer, type ClockQuestion } from '@/i18n/visitor-date-time'

/** The part of a dedicated worker's global scope the clock uses (the DOM's types describe a window's `self`). */
type ClockScope = {
  addEventListener: (type: 'message', listener: (event: MessageEvent<ClockQuestion>) => void) => void
  postMessage: (answer: ClockAnswer) => void
}

// The news feed's clock, off the main thread (visitor-clock.ts says why).
const scope = self as unknown as ClockScope
scope.addEventListener('message', (event) => scope.postMessage(answerClockQuestion(event.data)))
