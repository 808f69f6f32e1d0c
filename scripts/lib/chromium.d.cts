export declare const executablePath: string;
export declare const chromiumArgs: string[];
