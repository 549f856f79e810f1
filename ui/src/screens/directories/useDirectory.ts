/**
 * One page of a directory for a search text (fetched 250 ms after the last keystroke); nothing is
 * fetched without a session (an editor screen shown outside the app, as in component tests).
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { type DirectoryPage, listEntries, type StoredArticle, type StoredBuyer } from '../../api/directories';
import { sessionAtom } from '../../state/session';
import { directoryErrorText } from './errorText';

interface Stored {
  buyers: StoredBuyer;
  articles: StoredArticle;
}

export function useDirectory<K extends 'buyers' | 'articles'>(kind: K, initialSize = 20) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(initialSize);
  const [result, setResult] = useState<DirectoryPage<Stored[K]>>({
    content: [],
    totalElements: 0,
    page: 0,
    size,
  });
  const [error, setError] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const signedIn = useAtomValue(sessionAtom) !== null;
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const timer = setTimeout(
      () => {
        listEntries(kind, search.trim(), page, size)
          .then((r) => {
            if (!live) return;
            setResult(r as DirectoryPage<Stored[K]>);
            setError(undefined);
            setLoaded(true);
          })
          .catch((e) => live && setError(directoryErrorText(e)));
      },
      tick === 0 && search === '' ? 0 : 250,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, search, page, size, tick, signedIn]);
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(0);
  };
  return { search, onSearch, page, setPage, size, setSize, result, error, loaded, reload };
}
