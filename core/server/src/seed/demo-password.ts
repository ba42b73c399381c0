/** The password of every demo user. Its own module: a first start's child hashes it before loading the seed. */
export const DEMO_PASSWORD = 'demo1234';
