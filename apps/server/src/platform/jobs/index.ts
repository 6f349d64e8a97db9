// The job registry and its one durable runner (issue 25 item 5, decision 0041): modules declare kinds with
// defineJobKind and enqueue with enqueueJob in their own transaction; start-job-runner.ts runs them all.
export * from './job-kind.js';
export { enqueueJob, ts, type ClaimedJob } from './job-queue.repository.js';
export * from './runner.js';
