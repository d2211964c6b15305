import pg from 'pg';

/**
 * How many query texts get a server-side name. The shop writes a few hundred query shapes; a
 * list of ids written out (`in ($1, $2, …)`) makes one shape per length, so past this number a
 * new text runs unnamed, as every query ran before, and no connection's memory grows without end.
 */
const MAX_NAMED_TEXTS = 500;

/**
 * A PostgreSQL connection that prepares each query text once and runs it by name afterwards:
 * the server then skips parsing it again and, once its generic plan costs no more than the
 * plans made for the values, planning it too (PostgreSQL's plan cache). About a quarter of the
 * server's CPU per purchase went to statements it had already seen. drizzle names only the
 * queries built with `.prepare(name)`; this names the others by their text, for the whole
 * process, so one name always means one text on every connection.
 */
export function namingClientClass(): typeof pg.Client {
  const names = new Map<string, string>();
  return class NamingClient extends pg.Client {
    // The overloads of pg's query() cannot be overridden one by one: the override passes its arguments through.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(config: any, values?: any, callback?: any): any {
      // With values only: pg sends a query without any in one simple message, which may hold several statements.
      if (Array.isArray(values) && values.length > 0 && typeof config?.text === 'string' && config.name === undefined) {
        let name = names.get(config.text);
        if (name === undefined && names.size < MAX_NAMED_TEXTS) names.set(config.text, (name = `atelier_${names.size}`));
        if (name !== undefined) config = { ...config, name };
      }
      return super.query(config, values, callback);
    }
  };
}
