import { contextBridge } from 'electron'

contextBridge.exposeInMainWorld('encumbrance', { ready: true })
