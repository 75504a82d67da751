import heroes from './heroes.json'
import shell from './shell.json'

/** The pt-BR catalogue: one file per area of the guide, so areas are translated apart. */
export default { ...shell, ...heroes }
