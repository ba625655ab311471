export function setUpScanner(): boolean;
