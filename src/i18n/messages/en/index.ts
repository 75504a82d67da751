import heroes from './heroes.json'
import shell from './shell.json'

/** The en catalogue: one file per area of the guide, so areas are translated apart. */
export default { ...shell, ...heroes }
