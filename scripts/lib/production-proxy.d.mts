export declare const startProductionProxy: (webUrl: string) => Promise<{ url: string; stop: () => void } | null>;
