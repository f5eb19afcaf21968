// Where a browser bench's time went, printed from Chromium's own records: a CPU profile (CDP Profiler) by
// function, and a trace (devtools.timeline) by kind of work and by task. Used by review-browser.ts.
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The functions with the most time of their own, and with the most time including what they call. */
export function printProfile(...profiles: CpuProfile[]): void {
  const selfByName = new Map<string, number>();
  const totalByName = new Map<string, number>();
  for (const profile of profiles) addProfile(profile, selfByName, totalByName);
  const top = (m: Map<string, number>): string =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.REVIEW_BENCH_PROFILE_LINES ?? 25))
      .map(([n, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${n}`)
      .join("\n");
  console.log(`  profile, self time:\n${top(selfByName)}\n  profile, total time:\n${top(totalByName)}`);
}

function addProfile(profile: CpuProfile, selfByName: Map<string, number>, totalByName: Map<string, number>): void {
  const self = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id: number): string => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}`;
  };
  // REVIEW_BENCH_PROFILE_UNDER=name: only the samples under that function (performSyncWorkOnRoot: the key's own render).
  const under = process.env.REVIEW_BENCH_PROFILE_UNDER;
  const isUnder = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (byId.get(at)!.callFrame.functionName === under) return true;
    return false;
  };
  for (const [id, ms] of self) {
    if (under && !isUnder(id)) continue;
    selfByName.set(name(id), (selfByName.get(name(id)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = name(at);
      if (seen.has(n)) continue;
      seen.add(n);
      totalByName.set(n, (totalByName.get(n) ?? 0) + ms);
    }
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/** The main thread's tasks around the last three Enters: what each task did, and when. */
function printTimeline(events: (TraceEvent & { ts?: number; args?: { data?: Record<string, unknown> } })[], opening = false): void {
  const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X").sort((a, b) => a.ts! - b.ts!);
  const inner = events.filter((e) => e.ph === "X" && e.name !== "RunTask");
  const enters = inner.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === "keydown");
  // The opening: its last two seconds' tasks of 2 ms or more; the edits: the last three Enters' tasks.
  const from = opening ? tasks[tasks.length - 1]!.ts! - 2_000_000 : (enters[enters.length - 6]?.ts ?? 0);
  for (const task of tasks) {
    if (task.ts! < from || (task.dur ?? 0) < (opening ? 2000 : 100)) continue;
    const within = inner.filter((e) => e.ts! >= task.ts! && e.ts! < task.ts! + task.dur!);
    const sums = new Map<string, number>();
    for (const e of within) {
      const label = `${e.name}${e.args?.data?.type ? ":" + String(e.args.data.type) : ""}${e.args?.data?.functionName ? ":" + String(e.args.data.functionName) : ""}`;
      sums.set(label, (sums.get(label) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const what = [...sums]
      .filter(([, ms]) => ms >= 0.3)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
      .join(", ");
    console.log(
      `    +${((task.ts! - from) / 1000).toFixed(1).padStart(7)} ms  ${((task.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms  ${what}`,
    );
  }
}

/** The browser's own work on the page's main thread during the edits (style, layout, paint, script), per key. */
export function printTrace(buffer: Buffer, keys: number, opening = false): void {
  const events = (JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const byName = new Map<string, number>();
  for (const e of events) {
    if (!main || e.tid !== main.tid || e.pid !== main.pid || e.ph !== "X" || !e.dur) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20);
  if (process.env.REVIEW_BENCH_TIMELINE || opening)
    printTimeline(
      events.filter((e) => main && e.tid === main.tid && e.pid === main.pid),
      opening,
    );
  console.log(
    `  trace, main thread per key (ms, nested events counted in each):\n${top.map(([n, ms]) => `    ${(ms / keys).toFixed(2).padStart(7)}  ${n}`).join("\n")}`,
  );
}
