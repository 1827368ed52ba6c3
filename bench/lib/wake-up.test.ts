import { describe, expect, it } from 'vitest';
import { pipeRoundTripUs } from './wake-up';

describe('pipeRoundTripUs', () => {
  it("reads perf bench sched pipe's microseconds a round trip", () => {
    const output = `# Running 'sched/pipe' benchmark:
# Executed 50000 pipe operations between two processes

     Total time: 2.278 [sec]

      45.566960 usecs/op
          21945 ops/sec
`;
    expect(pipeRoundTripUs(output)).toBe(45.56696);
  });

  it('is null for output without the figure', () => {
    expect(pipeRoundTripUs('perf: command not found')).toBeNull();
  });
});
