#include "CBenchPeers.h"

#include <malloc.h>

cbench_heap_info cbench_heap(void) {
    struct mallinfo2 info = mallinfo2();
    cbench_heap_info result = {
        .in_use = info.uordblks,
        .free_in_heap = info.fordblks,
        .heap_size = info.arena,
        .mmapped = info.hblkhd,
        .mmapped_blocks = info.hblks,
    };
    return result;
}
