/** Small dense linear algebra for the regression: symmetric positive definite solves (Cholesky). */

/**
 * Solves `A x = b` for a symmetric positive definite `A` (row-major, n × n; only the upper triangle
 * is read). Returns null when `A` is not positive definite.
 */
export function solveSpd(a: Float64Array, b: Float64Array, n: number): Float64Array | null {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[j * n + i];
      for (let k = 0; k < j; k++) sum -= l[i * n + k] * l[j * n + k];
      if (i === j) {
        if (!(sum > 0)) return null;
        l[i * n + i] = Math.sqrt(sum);
      } else {
        l[i * n + j] = sum / l[j * n + j];
      }
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = b[i];
    for (let k = 0; k < i; k++) sum -= l[i * n + k] * y[k];
    y[i] = sum / l[i * n + i];
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i];
    for (let k = i + 1; k < n; k++) sum -= l[k * n + i] * x[k];
    x[i] = sum / l[i * n + i];
  }
  return x;
}

/** Standard normal density and upper tail, for the censored (Tobit-style) expectation. */
export function normalPdf(z: number): number {
  return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
}

/** P(Z > z) for a standard normal Z (complementary error function, Numerical Recipes erfcc, |error| < 1.2e-7). */
export function normalUpperTail(z: number): number {
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return 0.5 * (x >= 0 ? erfc : 2 - erfc);
}

/**
 * E[Y | Y ≥ c] for Y ~ N(mean, sd²): the expected demand of a day that sold out at `c`.
 * Far in the upper tail the ratio is numerically unstable; there the answer tends to `c`.
 */
export function censoredMean(mean: number, sd: number, c: number): number {
  if (!(sd > 0)) return Math.max(mean, c);
  const z = (c - mean) / sd;
  if (z > 8) return c;
  const tail = normalUpperTail(z);
  return Math.max(c, mean + (sd * normalPdf(z)) / tail);
}
