import feed from './feed.json'
import heroes from './heroes.json'
import maps from './maps.json'
import pages from './pages.json'
import remember from './remember.json'
import shell from './shell.json'

/** The pt-BR catalogue: one file per area of the guide, so areas are translated apart. */
const catalogue = { ...shell, ...pages, ...feed, ...maps, ...heroes, ...remember }
export default catalogue
