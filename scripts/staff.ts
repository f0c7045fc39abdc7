/**
 * `npm run staff -- --email X [--revoke]`: makes a confirmed account staff (or, with `--revoke`,
 * no longer staff) in the store the site uses: PostgreSQL when `CUIB_DATABASE_URL` is set, else
 * the SQLite file in `CUIB_DATA_DIR` (default `.data/`). Exits 1 for an unknown or unconfirmed
 * address, 2 when used wrongly.
 */
import { parseArgs } from 'node:util';
import { dataDir } from '../server/context.ts';
import { openStore } from '../server/db/database.ts';
import { userRepository } from '../server/repositories/users.ts';

const usage = 'Folosire: npm run staff -- --email adresa@exemplu.ro [--revoke]';

function options(): { email: string; revoke: boolean } | undefined {
  try {
    const { values } = parseArgs({ options: { email: { type: 'string' }, revoke: { type: 'boolean', default: false } } });
    return values.email?.trim() ? { email: values.email.trim(), revoke: values.revoke ?? false } : undefined;
  } catch {
    return undefined;
  }
}

const chosen = options();
if (!chosen) {
  console.error(usage);
  process.exit(2);
}

// Opened without seeding: a store the site has not filled yet gets no catalogue from this.
const store = await openStore({ url: process.env.CUIB_DATABASE_URL, dataDir: dataDir() });
let exitCode = 0;
try {
  const users = userRepository(store);
  const user = await users.byEmail(chosen.email);
  if (!user) {
    console.error(`Nu există niciun cont cu adresa ${chosen.email}.`);
    exitCode = 1;
  } else if (!user.confirmed_at) {
    // Whoever registered an address first is not necessarily its owner: only a confirmed account.
    console.error(`Contul ${user.email} nu este confirmat încă: se confirmă din e-mailul primit la înregistrare.`);
    exitCode = 1;
  } else if ((user.is_admin === 1) === !chosen.revoke) {
    console.log(chosen.revoke ? `${user.email} nu era cont de personal; nimic de schimbat.` : `${user.email} era deja cont de personal.`);
  } else {
    await users.setStaff(user.id, !chosen.revoke);
    console.log(
      chosen.revoke
        ? `${user.email} nu mai este cont de personal; sesiunile lui deschise s-au încheiat.`
        : `${user.email} este acum cont de personal; rolul se vede după următoarea autentificare.`,
    );
  }
} finally {
  await store.destroy();
}
process.exit(exitCode);
