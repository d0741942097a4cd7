import { describe, expect, it } from "vitest";
import { statedRetention } from "#contract/retention";
import { ConfigError, loadConfig, retentionNoticeWarnings } from "./config.ts";

describe("loadConfig", () => {
  it("gives safe defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "production",
      port: 5000,
      host: "0.0.0.0",
      dataDir: "./data",
      staticDir: "./build/client",
      databaseUrl: undefined,
      smtpUrl: undefined,
      rateLimitFormsPerMinute: 10,
      rateLimitEventsPerMinute: 120,
      rateLimitSignInPerMinute: 30,
      trustProxy: [],
      corsOrigins: [],
      analyticsEnabled: true,
      analyticsRetentionDays: 396,
      ipHashSecret: undefined,
      ga4MeasurementId: undefined,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "8080",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: "/srv/data",
      STATIC_DIR: "/srv/site",
      DATABASE_URL: "postgres://u:p@db:5432/site",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "site@example.org",
      MAIL_TO: "office@example.org",
      RATE_LIMIT_FORMS_PER_MINUTE: "5",
      RATE_LIMIT_EVENTS_PER_MINUTE: "600",
      RATE_LIMIT_SIGN_IN_PER_MINUTE: "45",
      RATE_LIMIT_SLOTS_PER_MINUTE: "90",
      SLOTS_CACHE_MS: "2500",
      BOOKING_TOKEN_SECRET: "b".repeat(32),
      TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1",
      CORS_ORIGINS: "https://a.example.com,http://localhost:5173",
      ANALYTICS_ENABLED: "false",
      ANALYTICS_RETENTION_DAYS: "30",
      IP_HASH_SECRET: "x".repeat(32),
      GA4_MEASUREMENT_ID: "G-ABC123XYZ",
      OUTBOX_POLL_MS: "250",
      OUTBOX_MAX_ATTEMPTS: "3",
      STAFF_AUTH_SECRET: "s".repeat(32),
      CONSOLE_DIR: "/srv/console",
      STAFF_RETENTION_MONTHS: "12",
      SITE_ORIGIN: "https://www.example.org",
      ENQUIRIES_PER_DAY: "50",
      MAIL_PER_DAY: "60",
      MAIL_DIGEST_MINUTES: "30",
      MAIL_DIGEST_MAX: "50",
      ESCALATE_AFTER_MINUTES: "45",
      ENQUIRY_QUEUE_MAX: "70",
      ENQUIRY_DUPLICATE_MINUTES: "15",
      ENQUIRIES_PER_SENDER_PER_DAY: "4",
      ENQUIRIES_PER_NETWORK_PER_DAY: "12",
      ENQUIRY_CHALLENGE_PER_HOUR: "0",
      ENQUIRY_CHALLENGE_SECRET: "c".repeat(32),
      OUTBOX_RETRY_HOURS: "72",
      REQUEST_TIMEOUT_MS: "20000",
      HEADERS_TIMEOUT_MS: "5000",
      CONNECTION_TIMEOUT_MS: "30000",
      KEEP_ALIVE_TIMEOUT_MS: "65000",
      SHUTDOWN_TIMEOUT_MS: "8000",
      READY_CACHE_MS: "2000",
      READY_RATE_LIMIT_PER_MINUTE: "30",
      ANALYTICS_DATABASE_URL: "postgres://u:p@analytics-db:5432/analytics",
      ANALYTICS_EVENTS_PER_MINUTE: "100",
      ANALYTICS_EVENTS_PER_DAY: "5000",
      ANALYTICS_EVENTS_PER_SESSION: "50",
      ANALYTICS_MIN_FREE_DISK_MB: "2048",
      ANALYTICS_MIN_FREE_DISK_PERCENT: "5",
      BACKUP_DIR: "/srv/backups",
      BACKUP_EVERY_HOURS: "6",
      BACKUP_KEEP_DAILY: "10",
      BACKUP_KEEP_WEEKLY: "8",
      BACKUP_AFTER_COMMAND: "rclone copy {file} offsite:backups",
      METRICS_ALLOW: "10.8.0.0/24",
      METRICS_TOKEN: "a-metrics-token-of-at-least-32-characters",
      RATES_URL: "https://rates.example.org/eurofxref-daily.xml",
      RATES_REFRESH_HOURS: "12",
    });
    expect(config).toEqual({
      nodeEnv: "test",
      port: 8080,
      host: "127.0.0.1",
      logLevel: "warn",
      dataDir: "/srv/data",
      staticDir: "/srv/site",
      databaseUrl: "postgres://u:p@db:5432/site",
      smtpUrl: "smtp://mail:25",
      mailFrom: "site@example.org",
      mailTo: "office@example.org",
      rateLimitFormsPerMinute: 5,
      rateLimitEventsPerMinute: 600,
      rateLimitSignInPerMinute: 45,
      rateLimitSlotsPerMinute: 90,
      slotsCacheMs: 2500,
      bookingTokenSecret: "b".repeat(32),
      trustProxy: ["127.0.0.1", "10.0.0.0/8", "::1"],
      corsOrigins: ["https://a.example.com", "http://localhost:5173"],
      analyticsEnabled: false,
      analyticsRetentionDays: 30,
      ipHashSecret: "x".repeat(32),
      ga4MeasurementId: "G-ABC123XYZ",
      outboxPollMs: 250,
      outboxMaxAttempts: 3,
      staffAuthSecret: "s".repeat(32),
      consoleDir: "/srv/console",
      staffRetentionMonths: 12,
      siteOrigin: "https://www.example.org",
      enquiriesPerDay: 50,
      mailPerDay: 60,
      mailDigestMinutes: 30,
      mailDigestMax: 50,
      escalateAfterMinutes: 45,
      enquiryQueueMax: 70,
      enquiryDuplicateMinutes: 15,
      enquiriesPerSenderPerDay: 4,
      enquiriesPerNetworkPerDay: 12,
      enquiryChallengePerHour: 0,
      enquiryChallengeSecret: "c".repeat(32),
      outboxRetryHours: 72,
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 5000,
      connectionTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
      shutdownTimeoutMs: 8000,
      readyCacheMs: 2000,
      readyRateLimitPerMinute: 30,
      analyticsDatabaseUrl: "postgres://u:p@analytics-db:5432/analytics",
      analyticsEventsPerMinute: 100,
      analyticsEventsPerDay: 5000,
      analyticsEventsPerSession: 50,
      analyticsMinFreeDiskMb: 2048,
      analyticsMinFreeDiskPercent: 5,
      backupDir: "/srv/backups",
      backupEveryHours: 6,
      backupKeepDaily: 10,
      backupKeepWeekly: 8,
      backupAfterCommand: "rclone copy {file} offsite:backups",
      ratesUrl: "https://rates.example.org/eurofxref-daily.xml",
      ratesRefreshHours: 12,
      metricsAllow: ["10.8.0.0/24"],
      metricsToken: "a-metrics-token-of-at-least-32-characters",
    });
  });

  it("has sane analytics limits by default and refuses bad ones", () => {
    expect(loadConfig({})).toMatchObject({
      analyticsDatabaseUrl: undefined,
      analyticsEventsPerMinute: 600,
      analyticsEventsPerDay: 50_000,
      analyticsEventsPerSession: 300,
      analyticsMinFreeDiskMb: 1024,
      analyticsMinFreeDiskPercent: 10,
    });
    for (const [name, value] of [
      ["ANALYTICS_DATABASE_URL", "mysql://db/analytics"],
      ["ANALYTICS_EVENTS_PER_MINUTE", "0"],
      ["ANALYTICS_EVENTS_PER_DAY", "lots"],
      ["ANALYTICS_EVENTS_PER_SESSION", "-1"],
      ["ANALYTICS_MIN_FREE_DISK_MB", "1.5"],
      ["ANALYTICS_MIN_FREE_DISK_PERCENT", "101"],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(ConfigError);
    }
  });

  it("takes the GA4 id of the build (VITE_GA4_MEASUREMENT_ID) when GA4_MEASUREMENT_ID is not set", () => {
    expect(loadConfig({ VITE_GA4_MEASUREMENT_ID: "G-BUILD1234" }).ga4MeasurementId).toBe("G-BUILD1234");
    expect(
      loadConfig({ VITE_GA4_MEASUREMENT_ID: "G-BUILD1234", GA4_MEASUREMENT_ID: "G-SERVER123" })
        .ga4MeasurementId,
    ).toBe("G-SERVER123");
  });

  it("keeps data no longer than the privacy notice states: refuses longer, warns about shorter", () => {
    const defaults = loadConfig({});
    expect(defaults.staffRetentionMonths).toBe(statedRetention.enquiryMonths);
    expect(defaults.analyticsRetentionDays).toBe(statedRetention.analyticsDays);
    expect(retentionNoticeWarnings(defaults)).toEqual([]);

    expect(() => loadConfig({ STAFF_RETENTION_MONTHS: String(statedRetention.enquiryMonths + 1) })).toThrow(
      /STAFF_RETENTION_MONTHS: the privacy notice \(\/privacy\) tells visitors 24 months/,
    );
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: String(statedRetention.analyticsDays + 1) })).toThrow(
      /ANALYTICS_RETENTION_DAYS: the privacy notice/,
    );

    const shorter = loadConfig({ STAFF_RETENTION_MONTHS: "6", ANALYTICS_RETENTION_DAYS: "30" });
    expect(retentionNoticeWarnings(shorter)).toEqual([
      expect.stringMatching(/^STAFF_RETENTION_MONTHS is 6 months but the privacy notice/),
      expect.stringMatching(/^ANALYTICS_RETENTION_DAYS is 30 days but the privacy notice/),
    ]);
  });

  it("takes SITE_DATE as a real day, and refuses it where the environment says production", () => {
    expect(loadConfig({}).siteDate).toBeUndefined();
    expect(loadConfig({ SITE_DATE: "2027-01-02" }).siteDate).toBe("2027-01-02");
    expect(loadConfig({ NODE_ENV: "test", SITE_DATE: "2027-01-02" }).siteDate).toBe("2027-01-02");
    expect(() => loadConfig({ SITE_DATE: "2027-02-30" })).toThrow(/SITE_DATE/);
    expect(() => loadConfig({ SITE_DATE: "tomorrow" })).toThrow(/SITE_DATE/);
    expect(() => loadConfig({ NODE_ENV: "production", SITE_DATE: "2027-01-02" })).toThrow(
      /SITE_DATE: .*NODE_ENV=production/,
    );
  });

  it("refuses a short STAFF_AUTH_SECRET", () => {
    expect(() => loadConfig({ STAFF_AUTH_SECRET: "too short" })).toThrow(/STAFF_AUTH_SECRET/);
  });

  it("refuses a TRUST_PROXY range that trusts every address, which the server could not start with", () => {
    for (const range of ["0.0.0.0/0", "::/0", "10.0.0.1, 0.0.0.0/0"]) {
      expect(() => loadConfig({ TRUST_PROXY: range }), range).toThrow(ConfigError);
    }
    expect(loadConfig({ TRUST_PROXY: "0.0.0.0/1, ::/1" }).trustProxy).toEqual(["0.0.0.0/1", "::/1"]);
  });

  it("reads who may read GET /metrics, and refuses a bad address, a /0 range or a short token", () => {
    const token = "m".repeat(32);
    expect(loadConfig({})).toMatchObject({ metricsAllow: [], metricsToken: undefined });
    expect(
      loadConfig({ METRICS_ALLOW: "10.0.0.0/8, 192.0.2.7,2001:db8::/32", METRICS_TOKEN: token }),
    ).toMatchObject({
      metricsAllow: ["10.0.0.0/8", "192.0.2.7", "2001:db8::/32"],
      metricsToken: token,
    });
    for (const allow of ["0.0.0.0/0", "::/0", "10.0.0.0/33", "prometheus.internal", "10.0.0.1/8/8"]) {
      expect(() => loadConfig({ METRICS_ALLOW: allow }), allow).toThrow(/METRICS_ALLOW/);
    }
    let error: unknown;
    try {
      loadConfig({ METRICS_TOKEN: "short-secret" });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^METRICS_TOKEN: /)]);
    // A token is a secret: never repeated in the message.
    expect((error as Error).message).not.toContain("short-secret");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", TRUST_PROXY: "" })).toMatchObject({
      port: 5000,
      databaseUrl: undefined,
      trustProxy: [],
    });
  });

  it("lists every bad variable at once", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        LOG_LEVEL: "loud",
        DATABASE_URL: "mysql://db",
        MAIL_TO: "not-an-address",
        TRUST_PROXY: "10.0.0.0/33",
        CORS_ORIGINS: "example.com",
        ANALYTICS_ENABLED: "maybe",
        IP_HASH_SECRET: "short",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    const names = problems.map((problem) => problem.split(":")[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        "PORT",
        "LOG_LEVEL",
        "DATABASE_URL",
        "MAIL_TO",
        "TRUST_PROXY",
        "CORS_ORIGINS",
        "ANALYTICS_ENABLED",
        "IP_HASH_SECRET",
      ]),
    );
    expect(problems).toHaveLength(8);
    expect((error as Error).message).toContain("PORT");
  });

  it("refuses a site origin with a path, and a mail retry window under a day", () => {
    expect(() => loadConfig({ SITE_ORIGIN: "https://www.example.org/" })).toThrow(/SITE_ORIGIN/);
    expect(() => loadConfig({ OUTBOX_RETRY_HOURS: "3" })).toThrow(/OUTBOX_RETRY_HOURS/);
    expect(loadConfig({ HEADERS_TIMEOUT_MS: "60000", REQUEST_TIMEOUT_MS: "5000" }).headersTimeoutMs).toBe(
      5000,
    );
  });

  it("refuses a short challenge secret and flood limits under 1 (the hourly challenge threshold may be 0)", () => {
    expect(() => loadConfig({ ENQUIRY_CHALLENGE_SECRET: "short" })).toThrow(/ENQUIRY_CHALLENGE_SECRET/);
    expect(() => loadConfig({ ENQUIRIES_PER_SENDER_PER_DAY: "0" })).toThrow(/ENQUIRIES_PER_SENDER_PER_DAY/);
    expect(() => loadConfig({ ENQUIRIES_PER_NETWORK_PER_DAY: "0" })).toThrow(/ENQUIRIES_PER_NETWORK_PER_DAY/);
    expect(loadConfig({ ENQUIRY_CHALLENGE_PER_HOUR: "0" }).enquiryChallengePerHour).toBe(0);
    expect(() => loadConfig({ ENQUIRY_CHALLENGE_SECRET: "tiny-secret" })).toThrow(
      expect.objectContaining({ message: expect.not.stringMatching(/tiny-secret/) }),
    );
  });

  it("never repeats a secret or an address with credentials in its message", () => {
    expect(() => loadConfig({ IP_HASH_SECRET: "tiny-secret", DATABASE_URL: "mysql://u:pw@db" })).toThrow(
      expect.objectContaining({ message: expect.not.stringMatching(/tiny-secret|pw@db/) }),
    );
  });
});
