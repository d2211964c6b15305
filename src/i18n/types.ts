/** The shape of a French catalogue with every leaf a string: the English twin must match it key for key. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
