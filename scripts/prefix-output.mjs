// Copies a child process's output to ours line by line, each line prefixed by `tag`, so that
// steps running side by side stay readable.
export function prefixOutput(child, tag) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(tag + line + '\n');
    });
    stream.on('end', () => rest && process.stdout.write(tag + rest + '\n'));
  }
}
