// The bottom layer (ARCHITECTURE.md): languages and their number formats, reason codes, ids and coins.
// Every other folder of src-shared may import it; it imports none of them.
export * from './language'
export * from './format'
export * from './reasons'
export * from './ids'
export * from './coins'
