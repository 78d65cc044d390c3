//! Polyglot opening books: the reader and writer land with their issue.
