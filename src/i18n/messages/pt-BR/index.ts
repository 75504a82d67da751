import admin from './admin.json'
import desk from './desk.json'
import feed from './feed.json'
import feedback from './feedback.json'
import heroes from './heroes.json'
import maps from './maps.json'
import offline from './offline.json'
import pages from './pages.json'
import remember from './remember.json'
import searchBox from './search-box.json'
import shell from './shell.json'
import teamBuilder from './team-builder.json'

/** The pt-BR catalogue: one file per area of the guide, so areas are translated apart. `EditorDesk` and `Admin` (the admin's collection and field labels) are the admin's, never sent to a page. */
const catalogue = { ...shell, ...searchBox, ...pages, ...feedback, ...feed, ...maps, ...heroes, ...offline, ...teamBuilder, ...remember, ...desk, ...admin }
export default catalogue
