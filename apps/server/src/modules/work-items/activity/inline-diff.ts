/**
 * GitLab's title-change markup: a character diff (longest common subsequence, as its CharDiff)
 * whose removed runs are wrapped `{-…-}` in the old text and added runs `{+…+}` in the new one.
 * "Fix login" -> "Fix the login" gives "Fix login" and "Fix {+the +}login".
 */
export function markInlineDiff(before: string, after: string): { from: string; to: string } {
  const a = Array.from(before);
  const b = Array.from(after);
  // GitLab leaves a title that was empty unmarked.
  if (a.length === 0) return { from: before, to: after };
  const keptA = new Array<boolean>(a.length).fill(false);
  const keptB = new Array<boolean>(b.length).fill(false);
  const width = b.length + 1;
  // lcs[i * width + j] = LCS length of a[i..] and b[j..]; titles are at most 255 characters.
  const lcs = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      keptA[i++] = true;
      keptB[j++] = true;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) i++;
    else j++;
  }
  return { from: mark(a, keptA, '-'), to: mark(b, keptB, '+') };
}

function mark(chars: string[], kept: boolean[], symbol: '-' | '+'): string {
  let out = '';
  let open = false;
  chars.forEach((char, index) => {
    if (!kept[index] && !open) {
      out += `{${symbol}`;
      open = true;
    } else if (kept[index] && open) {
      out += `${symbol}}`;
      open = false;
    }
    out += char;
  });
  return open ? `${out}${symbol}}` : out;
}
