// `npm run admin -- grant <phone>` / `revoke <phone>` / `list`: manages the admin role on the configured database.
import { ConfigError, loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/open.js';
import { listAdmins, setAdminRole } from '../src/server/features/auth/index.js';
import { HttpError } from '../src/server/lib/http-error.js';

const USAGE = `Usage:
  npm run admin -- grant <phone>    make this number an admin (works before its first sign-in)
  npm run admin -- revoke <phone>   remove the admin role
  npm run admin -- list             show the admins
Phone numbers are South African: 082 123 4567 or +27 82 123 4567.`;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const phone = rest.join(' ').trim();
  if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !phone)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (command === 'list') {
      const admins = await listAdmins(database.db);
      if (admins.length === 0) console.log('No admins.');
      for (const a of admins) console.log(`${a.phoneNumber}${a.firstName ? `  ${a.firstName}` : ''}`);
      return 0;
    }
    const change = await setAdminRole(database.db, phone, command === 'grant');
    const messages = {
      granted: `${phone} is now an admin.`,
      revoked: `${phone} is no longer an admin.`,
      unchanged: command === 'grant' ? `${phone} was already an admin.` : `${phone} was not an admin.`,
      'no-such-user': `No user with the number ${phone}.`,
    } as const;
    console.log(messages[change]);
    if (command === 'revoke' && config.adminPhones.length > 0) {
      console.log('Note: numbers listed in ADMIN_PHONES become admins again when they sign in.');
    }
    return change === 'no-such-user' ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof HttpError) console.error(err.message);
    else console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
