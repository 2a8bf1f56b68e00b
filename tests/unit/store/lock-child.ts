// Child of lock-leftovers.test: takes and gives up the lock of a campaign file in a loop, as instances
// starting and closing do, until it is killed. Prints "ready" once it has taken the lock a first time.
import { FileLock } from '../../../src-main/store/file-lock'

const file = process.argv[2]!
let first = true
for (;;) {
  const lock = await FileLock.acquire(file)
  if (!('heldBy' in lock)) await lock.release()
  if (first) process.stdout.write('ready\n')
  first = false
}
