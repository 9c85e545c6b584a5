export declare function postgresBinDir(env?: Record<string, string | undefined>): string | undefined;
