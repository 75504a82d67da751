import { describe, expect, it } from 'vitest'

import {
  buildFeedbackPayload,
  detectBrowser,
  detectDevice,
  detectOs,
  physicalResolution,
} from '@/browser/visitor-context'

// Real user-agent strings as the browsers send them.
const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36 EdgA/124.0.2478.64',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 OPR/109.0.0.0',
  operaAndroid:
    'Mozilla/5.0 (Linux; Android 10; VOG-L29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36 OPR/81.1.4292.78446',
  operaPresto: 'Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
  blackberry:
    'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.35+ (KHTML, like Gecko) Version/10.3.3.2205 Mobile Safari/537.35+',
  curl: 'curl/8.5.0',
} as const

describe('detectBrowser', () => {
  it.each([
    [UA.chromeWindows, 'Chrome'],
    [UA.chromeAndroid, 'Chrome'],
    [UA.chromeIos, 'Chrome'],
    [UA.chromeOs, 'Chrome'],
    [UA.firefoxLinux, 'Firefox'],
    [UA.firefoxMac, 'Firefox'],
    [UA.firefoxIos, 'Firefox'],
    [UA.firefoxAndroid, 'Firefox'],
    [UA.edgeWindows, 'Edge'],
    [UA.edgeLegacy, 'Edge'],
    [UA.edgeAndroid, 'Edge'],
    [UA.windowsPhone, 'Edge'],
    [UA.safariMac, 'Safari'],
    [UA.safariIphone, 'Safari'],
    [UA.safariIpad, 'Safari'],
    [UA.blackberry, 'Safari'],
    [UA.operaWindows, 'Opera'],
    [UA.operaAndroid, 'Opera'],
    [UA.operaPresto, 'Opera'],
    [UA.ie11, 'Internet Explorer'],
    [UA.ie10, 'Internet Explorer'],
    [UA.curl, 'Unknown Browser'],
    ['', 'Unknown Browser'],
  ])('%s → %s', (userAgent, expected) => {
    expect(detectBrowser(userAgent)).toBe(expected)
  })
})

describe('detectDevice', () => {
  it.each([
    [UA.safariIphone, 'iphone'],
    [UA.chromeIos, 'iphone'],
    [UA.firefoxIos, 'iphone'],
    [UA.safariIpad, 'ipad'],
    [UA.chromeAndroid, 'android'],
    [UA.firefoxAndroid, 'android'],
    [UA.edgeAndroid, 'android'],
    [UA.operaAndroid, 'android'],
    [UA.windowsPhone, 'mobile'],
    [UA.blackberry, 'mobile'],
    [UA.chromeWindows, 'desktop'],
    [UA.safariMac, 'desktop'],
    [UA.firefoxLinux, 'desktop'],
    [UA.chromeOs, 'desktop'],
    [UA.ie11, 'desktop'],
    ['', 'desktop'],
  ])('%s → %s', (userAgent, expected) => {
    expect(detectDevice(userAgent)).toBe(expected)
  })

  it('tells an iPad asking for the desktop site from a Mac by its touch points', () => {
    expect(detectDevice(UA.safariMac, 5)).toBe('ipad')
    expect(detectDevice(UA.safariMac, 0)).toBe('desktop')
    expect(detectDevice(UA.safariMac)).toBe('desktop')
  })
})

describe('detectOs', () => {
  it.each([
    [UA.chromeWindows, 'Windows'],
    [UA.edgeLegacy, 'Windows'],
    [UA.ie10, 'Windows'],
    [UA.operaPresto, 'Windows'],
    [UA.windowsPhone, 'Windows'],
    [UA.safariMac, 'macOS'],
    [UA.firefoxMac, 'macOS'],
    [UA.safariIphone, 'iOS'],
    [UA.safariIpad, 'iOS'],
    [UA.chromeIos, 'iOS'],
    [UA.chromeAndroid, 'Android'],
    [UA.firefoxAndroid, 'Android'],
    [UA.firefoxLinux, 'Linux'],
    [UA.chromeOs, 'ChromeOS'],
    [UA.blackberry, 'Unknown OS'],
    [UA.curl, 'Unknown OS'],
  ])('%s → %s', (userAgent, expected) => {
    expect(detectOs(userAgent)).toBe(expected)
  })

  it('reports a desktop-mode iPad as iOS', () => {
    expect(detectOs(UA.safariMac, 5)).toBe('iOS')
  })
})

describe('physicalResolution', () => {
  it('multiplies CSS pixels by the device pixel ratio', () => {
    expect(physicalResolution(1920, 1080, 1)).toBe('1920x1080')
    expect(physicalResolution(390, 844, 3)).toBe('1170x2532')
  })

  it('rounds fractional ratios to whole pixels', () => {
    expect(physicalResolution(1536, 864, 1.25)).toBe('1920x1080')
    expect(physicalResolution(412, 915, 2.625)).toBe('1082x2402')
  })

  it('falls back to a ratio of 1 when the ratio is missing or broken', () => {
    expect(physicalResolution(1280, 800, 0)).toBe('1280x800')
    expect(physicalResolution(1280, 800, Number.NaN)).toBe('1280x800')
  })
})

describe('buildFeedbackPayload', () => {
  const base = {
    contact: 'rocketfan#1234',
    message: 'The Klyntar map guide is great!',
    location: 'https://guide.example/maps/klyntar/symbiotic-surface',
    referrer: 'https://www.google.com/',
    userAgent: UA.safariIphone,
    screen: { width: 390, height: 844 },
    devicePixelRatio: 3,
    timeZone: 'Europe/Berlin',
  }

  it('fills every field of the payload from the visitor context', () => {
    expect(buildFeedbackPayload(base)).toEqual({
      contact: 'rocketfan#1234',
      message: 'The Klyntar map guide is great!',
      on_page: 'https://guide.example/maps/klyntar/symbiotic-surface',
      browser: 'Safari',
      device: 'iphone',
      os: 'iOS',
      resolution: '1170x2532',
      referrer: 'https://www.google.com/',
      user_agent: UA.safariIphone,
      timezone: 'Europe/Berlin',
    })
  })

  it('never sends ip or country: the server fills those', () => {
    const payload = buildFeedbackPayload(base) as Record<string, unknown>
    expect(payload).not.toHaveProperty('ip')
    expect(payload).not.toHaveProperty('country')
  })

  it('says "direct" when there is no referrer', () => {
    expect(buildFeedbackPayload({ ...base, referrer: '' }).referrer).toBe('direct')
    expect(buildFeedbackPayload({ ...base, referrer: '   ' }).referrer).toBe('direct')
  })

  it('keeps an empty contact empty (it is optional) and trims the text fields', () => {
    const payload = buildFeedbackPayload({ ...base, contact: '  ', message: '  hello  ' })
    expect(payload.contact).toBe('')
    expect(payload.message).toBe('hello')
  })

  it('clips fields to the server limits so a long URL cannot cost the visitor their message', () => {
    const payload = buildFeedbackPayload({
      ...base,
      contact: 'c'.repeat(300),
      message: 'm'.repeat(6000),
      location: `https://guide.example/?q=${'x'.repeat(600)}`,
      userAgent: `${UA.chromeWindows} ${'y'.repeat(600)}`,
    })
    expect(payload.contact).toHaveLength(200)
    expect(payload.message).toHaveLength(5000)
    expect(payload.on_page).toHaveLength(500)
    expect(payload.user_agent).toHaveLength(500)
    // Detection still reads the whole UA.
    expect(payload.browser).toBe('Chrome')
  })

  it('describes a desktop-mode iPad when touch points are given', () => {
    const payload = buildFeedbackPayload({ ...base, userAgent: UA.safariMac, maxTouchPoints: 5 })
    expect(payload.device).toBe('ipad')
    expect(payload.os).toBe('iOS')
  })
})
