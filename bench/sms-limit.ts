import type { Sandbox } from '../sandbox/app.ts';

/**
 * The sandbox's SMS stand-in sends a number at most 5 codes in 10 minutes, as the provider does;
 * the bench signs the same demo accounts in through the login form a few dozen times in that
 * time. On the bench's own in-memory sandbox only, this keeps just each number's latest code (a
 * temporary trigger), so the limit never trips and GET /__sandbox/otp still gives the code sent.
 */
export function allowRepeatedSignIns(sandbox: Sandbox): void {
  sandbox.deps.db.exec(
    `CREATE TEMP TRIGGER IF NOT EXISTS bench_latest_code_only AFTER INSERT ON otps
     BEGIN DELETE FROM otps WHERE mobile = NEW.mobile AND id < NEW.id; END`,
  );
}
