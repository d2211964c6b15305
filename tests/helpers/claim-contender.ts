import { claimDatabaseDir } from '../../src/db/data-dir-claim';

/**
 * One of several processes claiming one database directory at the same moment
 * (data-dir-claim.test.ts): waits until the agreed instant (argv: directory, epoch ms), claims,
 * prints `won` or the refusal. The winner holds the claim until its standard input closes (the
 * test closes it once every contender has answered, however late a busy machine started them),
 * then exits, which releases it.
 */
const [databaseDir = '', at = '0'] = process.argv.slice(2);
while (Date.now() < Number(at)) {
  // Spin: a timer would wake the contenders a few milliseconds apart.
}
try {
  claimDatabaseDir(databaseDir, `contender ${process.pid}`);
  console.log('won');
  process.stdin.resume();
  process.stdin.once('end', () => process.exit(0));
} catch (error) {
  console.log(`refused: ${(error as Error).message}`);
}
