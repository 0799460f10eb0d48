// One autocannon run in a process of its own (bench/lib.ts `load`): its options come as JSON in
// argv[2] and its result goes out as JSON on stdout. A fresh process per run keeps one run's
// heap and garbage collection (a bare server's 300,000 answers) out of the next run's latencies.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]) as autocannon.Options;
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
