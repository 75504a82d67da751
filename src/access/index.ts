import type { Access, FieldAccess, Where } from 'payload'

/** The three staff roles: admin (everything), editor (all content, no users), author (news only). */
export const ROLES = ['admin', 'editor', 'author'] as const
export type Role = (typeof ROLES)[number]

/** A signed-in user as the server (User) or the admin UI (ClientUser) sees it. */
type MaybeUser = object | null | undefined

const roleOf = (user: MaybeUser): Role | undefined =>
  ROLES.find((role) => user && 'role' in user && role === user.role)

export const isAdminUser = (user: MaybeUser) => roleOf(user) === 'admin'
export const isEditorUser = (user: MaybeUser) => ['admin', 'editor'].includes(roleOf(user) ?? '')
export const isStaffUser = (user: MaybeUser) => roleOf(user) !== undefined

export const anyone: Access = () => true
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
/** Admins and editors: all content. */
export const isEditor: Access = ({ req }) => isEditorUser(req.user)
/** Any signed-in staff member, authors included. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)

/** Guide content: everyone reads it, admins and editors write it. */
export const contentAccess = { read: anyone, create: isEditor, update: isEditor, delete: isEditor }

/** The inbox (feedback, beta keys): invisible to visitors and authors; the public /api writes it itself. */
export const inboxAccess = { read: isEditor, create: isEditor, update: isEditor, delete: isEditor }

/** Staff see drafts and scheduled entries; everyone else sees what is published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/** Editors and admins manage all; authors only the documents they created (the createdBy field). */
export const editorOrCreator: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (!req.user || !isStaffUser(req.user)) return false
  const own: Where = { createdBy: { equals: req.user.id } }
  return own
}

/** Admins see every account; everyone else only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (!req.user) return false
  const self: Where = { id: { equals: req.user.id } }
  return self
}

export const adminFieldOnly: FieldAccess = ({ req }) => isAdminUser(req.user)
/** A field only admins and editors set or change (a byline: authors get their own). */
export const editorFieldOnly: FieldAccess = ({ req }) => isEditorUser(req.user)
/** A field only the server fills, through the Local API with overrideAccess (a visitor's address). */
export const serverFieldOnly: FieldAccess = () => false

/** Hides a collection from authors' admin navigation (access rules still do the real work). */
export const hiddenFromAuthors = ({ user }: { user: MaybeUser }) => !isEditorUser(user)

/** Hides a collection from everyone but admins (accounts: editors and authors reach their own through Account). */
export const hiddenFromNonAdmins = ({ user }: { user: MaybeUser }) => !isAdminUser(user)
