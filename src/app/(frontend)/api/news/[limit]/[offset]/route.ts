import { getNews } from '@/data/news'
import { signedGet } from '@/api/handler'
import { BadRequestError } from '@/contract/errors'
import { otherMethods } from '@/api/respond'

const NEWS_MAX_LIMIT = 50

export const GET = signedGet<{ limit: string; offset: string }>(({ limit, offset }, _request, language) => {
  if (!/^\d{1,2}$/.test(limit) || Number(limit) < 1 || Number(limit) > NEWS_MAX_LIMIT) {
    throw new BadRequestError(`limit must be an integer from 1 to ${NEWS_MAX_LIMIT}.`)
  }
  if (!/^\d{1,9}$/.test(offset)) throw new BadRequestError('offset must be an integer of 0 or more.')
  return getNews(Number(limit), Number(offset), language)
})
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
