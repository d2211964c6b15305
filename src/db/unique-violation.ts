/** PostgreSQL's unique_violation of that index, whichever driver raised it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}
