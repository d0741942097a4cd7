/**
 * WhatsApp templates (docs/staff-console.md, "WhatsApp templates"): the messages counsellors send to
 * families, in English and Telugu, edited by admins. Each has a name, a language, a topic and a text with
 * the placeholders {name}, {topic}, {counsellor} and {office}. The defaults below are written once, when
 * the table is made; admins change or delete them in the console afterwards.
 */
import { sql, type Kysely } from "kysely";

// Migrations see the database as it was when they were written, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDatabase = Kysely<any>;

const languages = ["en", "te"];
const topics = ["first_contact", "follow_up", "documents", "other"];

/** `column in ('a', 'b')` for a CHECK constraint; the values are constants of this file, never input. */
function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** Plain and warm, no promises; the Telugu ones follow docs/glossary-te.md (మీరు forms, గారు after a name). */
const defaults = [
  {
    id: "default-en-first-contact",
    name: "First contact",
    language: "en",
    topic: "first_contact",
    body: "Hello {name}, this is {counsellor} from Vidyapath Overseas Education in {office}. Thank you for your enquiry about {topic}. When would be a good time to talk? You can reply here or call us.",
  },
  {
    id: "default-en-follow-up",
    name: "Follow-up",
    language: "en",
    topic: "follow_up",
    body: "Hello {name}, this is {counsellor} from Vidyapath Overseas Education in {office}. I am following up on your enquiry about {topic}. Is there anything more we can help you with? Please reply whenever it suits you.",
  },
  {
    id: "default-en-documents",
    name: "Documents",
    language: "en",
    topic: "documents",
    body: "Hello {name}, this is {counsellor} from Vidyapath Overseas Education in {office}. To take {topic} forward, please send us copies of your mark sheets, your passport and any test scores you have (IELTS, TOEFL, PTE). You can share them here.",
  },
  {
    id: "default-te-first-contact",
    name: "మొదటి సంప్రదింపు",
    language: "te",
    topic: "first_contact",
    body: "నమస్కారం {name} గారూ, నేను {office} లోని Vidyapath Overseas Education నుంచి {counsellor}. {topic} గురించి మీరు పంపిన ఎంక్వైరీకి ధన్యవాదాలు. మీతో మాట్లాడటానికి ఏ సమయం వీలవుతుందో తెలియజేయండి. ఇక్కడే జవాబు ఇవ్వవచ్చు, లేదా మాకు కాల్ చేయండి.",
  },
  {
    id: "default-te-follow-up",
    name: "మళ్ళీ సంప్రదింపు",
    language: "te",
    topic: "follow_up",
    body: "నమస్కారం {name} గారూ, నేను {office} లోని Vidyapath Overseas Education నుంచి {counsellor}. {topic} గురించి మీ ఎంక్వైరీ విషయంలో మళ్ళీ సంప్రదిస్తున్నాను. మేము ఇంకా ఏమైనా సహాయం చేయగలమా? మీకు వీలైనప్పుడు జవాబు ఇవ్వండి.",
  },
  {
    id: "default-te-documents",
    name: "పత్రాలు",
    language: "te",
    topic: "documents",
    body: "నమస్కారం {name} గారూ, నేను {office} లోని Vidyapath Overseas Education నుంచి {counsellor}. {topic} విషయంలో ముందుకు వెళ్లడానికి దయచేసి మీ మార్కుల మెమోలు, పాస్‌పోర్ట్, మీ దగ్గర ఉన్న టెస్ట్ స్కోర్లు (IELTS, TOEFL, PTE) కాపీలు ఇక్కడ పంపండి.",
  },
];

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("whatsapp_templates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().check(sqlIn("language", languages)))
    .addColumn("topic", "text", (c) => c.notNull().check(sqlIn("topic", topics)))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("staff_users.id").onDelete("set null"))
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto("whatsapp_templates")
    .values(defaults.map((template) => ({ ...template, created_at: at, updated_at: at, updated_by: null })))
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("whatsapp_templates").execute();
}
