/**
 * Run as its own process by tests of a database locked by someone else (another server, `npm run leads`,
 * a backup): opens the SQLite file given as its argument, takes the write lock (`begin immediate`),
 * prints "locked", and holds the lock until a line arrives on stdin; then lets it go and exits 0.
 */
import { once } from "node:events";
import SqliteDatabase from "better-sqlite3";

const file = process.argv[2];
if (!file) throw new Error("the SQLite file is required");
const connection = new SqliteDatabase(file);
connection.exec("begin immediate");
process.stdout.write("locked\n");
await once(process.stdin, "data");
connection.exec("rollback");
connection.close();
process.exit(0);
