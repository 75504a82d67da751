/**
 * What the feedback dialog tells the inbox about the visitor's setup (spec §3). Pure functions of their
 * arguments, so they run in Vitest without a browser; the dialog passes in window/navigator values.
 */

import type { FeedbackPayload } from '@/contract/types'
import { FEEDBACK_LIMITS } from '@/contract/limits'

export type BrowserName = 'Firefox' | 'Edge' | 'Chrome' | 'Safari' | 'Opera' | 'Internet Explorer' | 'Unknown Browser'
export type DeviceKind = 'iphone' | 'ipad' | 'android' | 'mobile' | 'desktop'
export type OsName = 'Windows' | 'macOS' | 'iOS' | 'Android' | 'Linux' | 'ChromeOS' | 'Unknown OS'


/**
 * iPadOS 13+ Safari asks for desktop sites and says "Macintosh"; only touch support gives it away.
 * A real Mac reports 0 touch points (at most 1 with some drivers), an iPad 5.
 */
function isDesktopModeIpad(userAgent: string, maxTouchPoints: number | undefined): boolean {
  return /Macintosh/.test(userAgent) && (maxTouchPoints ?? 0) > 1
}

/**
 * Checked in this order because UAs borrow each other's tokens: Edge and Opera say "Chrome", Chrome and
 * every iOS browser say "Safari", and old Edge even says both.
 */
export function detectBrowser(userAgent: string): BrowserName {
  const ua = userAgent ?? ''
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox'
  if (/\bEdge?\/|EdgA\/|EdgiOS\//.test(ua)) return 'Edge'
  if (/\bOPR\/|\bOPT\/|Opera/.test(ua)) return 'Opera'
  if (/MSIE |Trident\//.test(ua)) return 'Internet Explorer'
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome'
  if (/Safari\//.test(ua)) return 'Safari'
  return 'Unknown Browser'
}

/** `maxTouchPoints` (navigator.maxTouchPoints) is optional; it only tells a desktop-mode iPad from a Mac. */
export function detectDevice(userAgent: string, maxTouchPoints?: number): DeviceKind {
  const ua = userAgent ?? ''
  if (/iPhone/.test(ua)) return 'iphone'
  if (/iPad/.test(ua) || isDesktopModeIpad(ua, maxTouchPoints)) return 'ipad'
  // Windows Phone 10 claims "Android" for compatibility; it is a phone, not an Android device.
  if (/Windows Phone|IEMobile/.test(ua)) return 'mobile'
  if (/Android/i.test(ua)) return 'android'
  if (/Mobi|iPod|BlackBerry|BB10|Opera Mini|webOS|Kindle|Silk\//i.test(ua)) return 'mobile'
  return 'desktop'
}

/** iOS before macOS (iOS UAs say "like Mac OS X"); Android and ChromeOS before Linux (they say Linux/X11). */
export function detectOs(userAgent: string, maxTouchPoints?: number): OsName {
  const ua = userAgent ?? ''
  if (/Windows|Win32|Win64|WinNT/.test(ua)) return 'Windows'
  if (/iPhone|iPad|iPod/.test(ua) || isDesktopModeIpad(ua, maxTouchPoints)) return 'iOS'
  if (/Macintosh|Mac OS X/.test(ua)) return 'macOS'
  if (/Android/i.test(ua)) return 'Android'
  if (/CrOS/.test(ua)) return 'ChromeOS'
  if (/Linux|X11/.test(ua)) return 'Linux'
  return 'Unknown OS'
}

/** CSS pixels × devicePixelRatio, rounded: what the panel really has, e.g. 390×844 at 3 → "1170x2532". */
export function physicalResolution(width: number, height: number, devicePixelRatio: number): string {
  // Some embedded browsers report 0 or nothing for the ratio; 1 is the honest fallback.
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1
  const side = (value: number) => (Number.isFinite(value) && value > 0 ? Math.round(value * ratio) : 0)
  return `${side(width)}x${side(height)}`
}

export type VisitorContextInput = {
  contact: string
  message: string
  location: string
  referrer: string
  userAgent: string
  screen: { width: number; height: number }
  devicePixelRatio: number
  timeZone: string
  maxTouchPoints?: number
}

/** Cuts to the server's limit so a very long URL or UA cannot turn a visitor's message into a 400. */
function clip(value: string | undefined, max: number): string {
  const text = (value ?? '').trim()
  return text.length > max ? text.slice(0, max) : text
}

export function buildFeedbackPayload(input: VisitorContextInput): FeedbackPayload {
  const { other } = FEEDBACK_LIMITS
  const userAgent = input.userAgent ?? ''
  return {
    contact: clip(input.contact, FEEDBACK_LIMITS.contact),
    message: clip(input.message, FEEDBACK_LIMITS.message),
    on_page: clip(input.location, other),
    browser: detectBrowser(userAgent),
    device: detectDevice(userAgent, input.maxTouchPoints),
    os: detectOs(userAgent, input.maxTouchPoints),
    resolution: physicalResolution(input.screen.width, input.screen.height, input.devicePixelRatio),
    // The spec's word for "arrived by typing the address or from a bookmark".
    referrer: clip(input.referrer, other) || 'direct',
    user_agent: clip(userAgent, other),
    timezone: clip(input.timeZone, other),
  }
}
