import { redirect } from 'next/navigation'

/** Any path the guide does not know leads home (spec route table). */
export default function UnknownPath(): never {
  redirect('/')
}
