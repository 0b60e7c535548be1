// The order server test files start in. Vitest's own order puts files it has no timings for largest first, and a
// clean clone has none, so the files that start real server processes (and wait on them: SIGTERM drains, restarts,
// backups, PgBouncer, a PostgreSQL crash) came last and one fork ran them alone for two minutes while the other sat
// idle. Started first, they overlap the hundred quick files instead (decision 0329).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files whose time goes mostly on child processes: their own server, pg_ctl, pgbouncer, backup and restore. */
const STARTS_PROCESSES = [/\/tests\/server\/ops\//, /\/tests\/server\/restart\.test\.ts$/];

function startsProcesses(file: TestSpecification): boolean {
  return STARTS_PROCESSES.some((pattern) => pattern.test(file.moduleId));
}

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(startsProcesses), ...sorted.filter((file) => !startsProcesses(file))];
  }
}
