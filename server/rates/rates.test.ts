/** The server's exchange rates on SQLite (the suite: ./rates-suite.ts). */
import { exchangeRatesSuite } from "./rates-suite.ts";

exchangeRatesSuite(() => ({}));
