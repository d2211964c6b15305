/** The parts of an OpenAPI 3 document the fuzz test reads: each operation's parameters and JSON body. */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

export type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** As the document writes it: `/api/store/addresses/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The `application/json` request body's schema, when the operation takes one. */
  body?: JsonSchema;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
};

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

export const operationName = (operation: Operation) => `${operation.method} ${operation.path}`;
