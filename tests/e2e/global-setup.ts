import { build } from 'electron-vite'

// The end-to-end tests run against the production renderer bundle.
export default async function globalSetup(): Promise<void> {
  await build({ logLevel: 'warn' })
}
