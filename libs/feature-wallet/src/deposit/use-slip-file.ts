import { useEffect, useState } from 'react';
import { validateSlipFile } from '@wallet/domain';

/** The chosen slip image, its preview address (released when replaced) and what the slip rules say of it. */
export function useSlipFile(maxFileMb: number) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);
  const problem = file ? validateSlipFile(file, maxFileMb) : null;
  return { file, preview: problem ? null : preview, problem, choose: setFile, clear: () => setFile(null) };
}
