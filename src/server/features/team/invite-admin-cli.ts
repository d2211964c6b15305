import { configuredDatabase, openDatabase } from '../../../db/client';
import { ensureShopData } from '../../../db/seed';
import { INVITATION_LIFETIME_MS } from '../../../domain/staff/team';
import { loadEnv } from '../../env';
import { HttpError } from '../../errors';
import { imagesDirOf } from '../../images/files';
import { administratorFromArguments, INVITE_ADMIN_COMMAND, inviteAdministrator } from './operator-invitation';

/**
 * `npm run invite-admin -- <email> [first name] [last name]` (ADR 26): an administrator and
 * their invitation, for the first one of a shop started empty. Prints the link and queues the
 * mail, which the shop sends. On PGlite it claims the database like every other opener, so it
 * is refused while the shop runs.
 */
async function main(): Promise<void> {
  const parsed = administratorFromArguments(process.argv.slice(2));
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((issue) => issue.message).join('; ')}.\nUsage: ${INVITE_ADMIN_COMMAND}`);
  const who = parsed.data;
  const env = loadEnv(process.env, { takesPayments: false });
  const handle = await openDatabase(configuredDatabase(env, 'npm run invite-admin'));
  try {
    // A database no shop started on yet first gets what that start would write (DEMO_DATA): once
    // it has staff it is no longer empty, and would never get it. Its pictures are drawn by the shop.
    await ensureShopData(handle.db, { imagesDir: imagesDirOf(env.DATA_DIR), demo: env.DEMO_DATA, images: false });
    const { link } = await inviteAdministrator(handle.db, who, env.PUBLIC_URL).catch((error: unknown) => {
      if (error instanceof HttpError && (error.code === 'email_taken' || error.code === 'login_taken')) {
        throw new Error(
          `${who.email} is already in the team (as an address or a login): nothing was written. ` +
            'A member whose invitation expired asks for a new password on the back office\'s sign-in page ("Mot de passe oublié ?" / "Forgot your password?").',
        );
      }
      throw error;
    });
    console.log(
      [
        `Administrator invited: ${who.email} (${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}).`,
        `Their invitation link, to open once within ${INVITATION_LIFETIME_MS / 86_400_000} days to choose a password:`,
        `  ${link}`,
        env.SMTP_URL
          ? 'The invitation mail is queued: the shop sends it through SMTP_URL once it runs.'
          : 'The invitation mail is queued: without SMTP_URL the shop writes it to its log once it runs; give them the link above.',
      ].join('\n'),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
