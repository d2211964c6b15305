/**
 * Reading a CSV file staff made with any spreadsheet, liberally: UTF-8 with or without a byte
 * order mark, or Windows-1252 (older French Excel); cells split on `;` (French Excel), `,` or a
 * tab, whichever the first line uses most; RFC 4180 quotes; CRLF, LF or CR line ends. Written
 * here rather than taken from a package: no CSV parser is among the shop's dependencies, and
 * this is the whole of what a four-column stock file needs.
 */

/** A row and the line of the file it starts on (1 is the first line), so a refusal can name it. */
export type CsvRow = { line: number; cells: string[] };

/** The text of a file's bytes: UTF-8 when they are valid UTF-8, else Windows-1252; without its byte order mark. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

const SEPARATORS = [';', ',', '\t'] as const;

/** The separator the first line uses most outside quotes (`;` when it has none). */
function separatorOf(text: string): string {
  const firstLine = /^[^\r\n]*/.exec(text)![0].replace(/"[^"]*"/g, '');
  const counts = SEPARATORS.map((separator) => firstLine.split(separator).length - 1);
  const best = Math.max(...counts);
  return best === 0 ? ';' : SEPARATORS[counts.indexOf(best)]!;
}

/** The rows of a CSV text, blank lines left out, each cell trimmed. */
export function readCsv(source: string): CsvRow[] {
  const text = source.replace(/^\uFEFF/, '');
  const separator = separatorOf(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endCell = () => {
    cells.push(value.trim());
    value = '';
  };
  const endRow = () => {
    endCell();
    if (cells.some((cell) => cell !== '')) rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        value += char;
      }
    } else if (char === '"' && value.trim() === '') {
      value = '';
      quoted = true;
    } else if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else value += char;
  }
  if (value !== '' || cells.length > 0) endRow();
  return rows;
}
