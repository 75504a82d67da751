// The terms page that is not there: the guide's 404 page in the address's language.
export { PageNotFound as default } from '@/components/guide-header/PageNotFound'
