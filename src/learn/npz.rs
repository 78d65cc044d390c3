//! NumPy `.npz` files without NumPy: a zip archive (stored entries, CRC-32) of `.npy` arrays
//! (format version 1.0), which `numpy.load` reads, written whole (`write_npz`) or streamed
//! (`NpzWriter`). Entries and the archive stay below 4 GiB (no Zip64): a larger one is refused
//! with an error.

use std::io::{self, Seek, SeekFrom, Write};

/// An array to store: its name in the archive (without `.npy`), NumPy type string
/// (`|b1`, `|u1`, `|i1`, `<i4`, `<f4`, `<U100`, ...), shape, and raw little-endian data.
#[derive(Clone, Debug)]
pub struct NpyArray {
    pub name: String,
    pub descr: String,
    pub shape: Vec<usize>,
    pub data: Vec<u8>,
}

impl NpyArray {
    pub fn new(name: &str, descr: &str, shape: &[usize], data: Vec<u8>) -> NpyArray {
        NpyArray {
            name: name.to_string(),
            descr: descr.to_string(),
            shape: shape.to_vec(),
            data,
        }
    }

    pub fn from_i32(name: &str, shape: &[usize], values: &[i32]) -> NpyArray {
        let data = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        NpyArray::new(name, "<i4", shape, data)
    }

    pub fn from_f32(name: &str, shape: &[usize], values: &[f32]) -> NpyArray {
        let data = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        NpyArray::new(name, "<f4", shape, data)
    }

    /// Fixed-width Unicode strings (`<U{width}`, UTF-32), cut to `width` characters.
    pub fn from_strings(name: &str, width: usize, values: &[String]) -> NpyArray {
        let mut data = Vec::with_capacity(values.len() * width * 4);
        for v in values {
            let mut chars: Vec<u32> = v.chars().take(width).map(u32::from).collect();
            chars.resize(width, 0);
            data.extend(chars.iter().flat_map(|c| c.to_le_bytes()));
        }
        NpyArray::new(name, &format!("<U{width}"), &[values.len()], data)
    }
}

/// The `.npy` header: magic, version 1.0, the dictionary padded so the data starts at a multiple
/// of 64 bytes.
fn npy_header(descr: &str, shape: &[usize]) -> Vec<u8> {
    let shape = match shape {
        [n] => format!("({n},)"),
        dims => format!(
            "({})",
            dims.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len());
    out.extend_from_slice(b"\x93NUMPY\x01\x00");
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out
}

/// CRC-32 (IEEE 802.3, as zip uses), bitwise table built at compile time.
const CRC_TABLE: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xedb8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
};

/// Continues a CRC-32 over more data (`crc32_update(0, data)` is the CRC of `data`).
pub fn crc32_update(crc: u32, data: &[u8]) -> u32 {
    !data.iter().fold(!crc, |c, &b| {
        CRC_TABLE[((c ^ b as u32) & 0xff) as usize] ^ (c >> 8)
    })
}

pub fn crc32(data: &[u8]) -> u32 {
    crc32_update(0, data)
}

fn too_big() -> io::Error {
    io::Error::other("npz entry or archive larger than 4 GiB (Zip64 is not written)")
}

/// 1980-01-01 00:00, the earliest zip date.
const DATE: u16 = (1 << 5) | 1;

/// Writes an `.npz` one array at a time, the data streamed in pieces: each entry's local header
/// is patched with its CRC and size when the entry ends, so nothing is held in memory.
pub struct NpzWriter<W: Write + Seek> {
    out: W,
    central: Vec<u8>,
    count: u16,
    /// The open entry: its header's offset, name, CRC so far and size so far.
    open: Option<(u64, String, u32, u64)>,
}

impl<W: Write + Seek> NpzWriter<W> {
    pub fn new(out: W) -> NpzWriter<W> {
        NpzWriter {
            out,
            central: Vec::new(),
            count: 0,
            open: None,
        }
    }

    /// Starts the entry `<name>.npy` of an array whose data follows through `write`.
    pub fn start(&mut self, name: &str, descr: &str, shape: &[usize]) -> io::Result<()> {
        if self.open.is_some() {
            self.finish_entry()?;
        }
        let name = format!("{name}.npy");
        let at = self.out.stream_position()?;
        let mut local = Vec::with_capacity(30 + name.len());
        local.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
        for v in [20u16, 0, 0, 0, DATE] {
            local.extend_from_slice(&v.to_le_bytes());
        }
        // CRC and sizes, patched by `finish_entry`.
        local.extend_from_slice(&[0; 12]);
        local.extend_from_slice(&(name.len() as u16).to_le_bytes());
        local.extend_from_slice(&0u16.to_le_bytes());
        local.extend_from_slice(name.as_bytes());
        self.out.write_all(&local)?;
        self.open = Some((at, name, 0, 0));
        self.write(&npy_header(descr, shape))
    }

    /// Appends data to the open entry.
    pub fn write(&mut self, data: &[u8]) -> io::Result<()> {
        let Some((_, _, crc, size)) = self.open.as_mut() else {
            return Err(io::Error::other("npz: data written outside an entry"));
        };
        *crc = crc32_update(*crc, data);
        *size += data.len() as u64;
        self.out.write_all(data)
    }

    fn finish_entry(&mut self) -> io::Result<()> {
        let Some((at, name, crc, size)) = self.open.take() else {
            return Ok(());
        };
        let size = u32::try_from(size).map_err(|_| too_big())?;
        let at32 = u32::try_from(at).map_err(|_| too_big())?;
        let end = self.out.stream_position()?;
        self.out.seek(SeekFrom::Start(at + 14))?;
        for v in [crc, size, size] {
            self.out.write_all(&v.to_le_bytes())?;
        }
        self.out.seek(SeekFrom::Start(end))?;
        let c = &mut self.central;
        c.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
        for v in [20u16, 20, 0, 0, 0, DATE] {
            c.extend_from_slice(&v.to_le_bytes());
        }
        for v in [crc, size, size] {
            c.extend_from_slice(&v.to_le_bytes());
        }
        for v in [name.len() as u16, 0, 0, 0, 0] {
            c.extend_from_slice(&v.to_le_bytes());
        }
        c.extend_from_slice(&0u32.to_le_bytes());
        c.extend_from_slice(&at32.to_le_bytes());
        c.extend_from_slice(name.as_bytes());
        self.count = self.count.checked_add(1).ok_or_else(too_big)?;
        Ok(())
    }

    /// Ends the last entry, writes the central directory and returns the writer.
    pub fn finish(mut self) -> io::Result<W> {
        self.finish_entry()?;
        let central_at = u32::try_from(self.out.stream_position()?).map_err(|_| too_big())?;
        self.out.write_all(&self.central)?;
        let mut end = Vec::with_capacity(22);
        end.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
        for v in [0u16, 0, self.count, self.count] {
            end.extend_from_slice(&v.to_le_bytes());
        }
        end.extend_from_slice(&(self.central.len() as u32).to_le_bytes());
        end.extend_from_slice(&central_at.to_le_bytes());
        end.extend_from_slice(&0u16.to_le_bytes());
        self.out.write_all(&end)?;
        self.out.flush()?;
        Ok(self.out)
    }
}

/// Writes in-memory arrays as an `.npz` archive (entries `<name>.npy`).
pub fn write_npz<W: Write + Seek>(out: W, arrays: &[NpyArray]) -> io::Result<W> {
    let mut npz = NpzWriter::new(out);
    for array in arrays {
        npz.start(&array.name, &array.descr, &array.shape)?;
        npz.write(&array.data)?;
    }
    npz.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_matches_the_standard_check_value() {
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn npy_header_is_padded_to_64_bytes() {
        let header = npy_header("|u1", &[2, 3]);
        assert_eq!(header.len() % 64, 0);
        assert_eq!(header.last(), Some(&b'\n'));
        assert!(String::from_utf8_lossy(&header).contains("(2, 3)"));
        assert!(String::from_utf8_lossy(&npy_header("<i4", &[5])).contains("(5,)"));
    }

    #[test]
    fn streamed_entries_equal_whole_ones() {
        let arrays = [
            NpyArray::new("a", "|u1", &[4], vec![1, 2, 3, 4]),
            NpyArray::from_i32("b", &[2], &[7, -7]),
        ];
        let whole = write_npz(std::io::Cursor::new(Vec::new()), &arrays)
            .unwrap()
            .into_inner();
        let mut npz = NpzWriter::new(std::io::Cursor::new(Vec::new()));
        npz.start("a", "|u1", &[4]).unwrap();
        npz.write(&[1, 2]).unwrap();
        npz.write(&[3, 4]).unwrap();
        npz.start("b", "<i4", &[2]).unwrap();
        for v in [7i32, -7] {
            npz.write(&v.to_le_bytes()).unwrap();
        }
        let streamed = npz.finish().unwrap().into_inner();
        assert_eq!(whole, streamed);
        // The CRC in the first local header is the one of the first entry's .npy bytes.
        let mut npy = npy_header("|u1", &[4]);
        npy.extend_from_slice(&[1, 2, 3, 4]);
        assert_eq!(whole[14..18], crc32(&npy).to_le_bytes());
        assert_eq!(&whole[whole.len() - 22..whole.len() - 18], b"PK\x05\x06");
    }
}
