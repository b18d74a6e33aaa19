/** The part of s3rver's API (3.7, no bundled types) the tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    /** Starts listening; answers the bound address and port. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
