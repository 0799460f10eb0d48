/**
 * CRC-32 of joined pieces from the pieces' own CRCs, as zlib's `crc32_combine_gen` and
 * `crc32_combine_op` do (Node has `zlib.crc32` but not these): a cached page's gzip trailer
 * is the CRC of the page with this response's nonce in it, and going over 70 KB per response
 * to get it would cost more than the rest of the response.
 */
const POLY = 0xedb88320;

/** a·b modulo the CRC polynomial (bit-reflected, as zlib's multmodp). */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0…31. */
const X2N: number[] = [];
X2N[0] = 0x40000000; // x^1
for (let n = 1; n < 32; n++) X2N[n] = multmodp(X2N[n - 1], X2N[n - 1]);

/** The operator that appends `length` bytes to a CRC (zlib's crc32_combine_gen). */
export function combineOperator(length: number): number {
  let p = 0x80000000; // x^0
  let n = length;
  let k = 3; // bytes to bits
  while (n) {
    if (n & 1) p = multmodp(X2N[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and B's operator (zlib's crc32_combine_op). */
export function crc32Combine(crcA: number, crcB: number, operatorB: number): number {
  return (multmodp(operatorB, crcA) ^ crcB) >>> 0;
}
