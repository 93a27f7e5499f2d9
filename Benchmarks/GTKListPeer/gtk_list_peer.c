/*
 * gtk-list-peer: the GTK 4 peer of Tactile's list scrolling benchmark (issue 35).
 *
 * A GtkListView of ROWS rows (a 48x48 image and a label per row), in a fullscreen window (WIDTH x
 * HEIGHT where the compositor leaves the size to it),
 * drawn with GSK's cairo renderer (software, as Tactile draws with pixman). Its own tick callback
 * (gtk_widget_add_tick_callback) scrolls the list by a fixed number of pixels per frame, wrapping
 * to the top at the end. After WARMUP frames it measures the process's CPU time
 * (CLOCK_PROCESS_CPUTIME_ID: every thread of the process) over FRAMES frames, prints one JSON
 * line on stdout and exits 0. Exits 1 with a message on stderr when no frame arrives in time.
 *
 * Usage: gtk-list-peer [--rows N] [--frames N] [--warmup N] [--pixels-per-frame P]
 *                      [--width W] [--height H] [--timeout SECONDS]
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    int rows, frames, warmup, width, height, timeout;
    double pixels_per_frame;
    GtkWidget *window;
    GtkAdjustment *vadjustment;
    GdkTexture *icons[8];
    int frame;
    double cpu_start, wall_start;
    int exit_code;
} Peer;

static double now_seconds(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A 48x48 texture: a coloured disc on a lighter square, one of eight hues. */
static GdkTexture *make_icon(int hue) {
    enum { SIDE = 48 };
    static const guint8 colours[8][3] = {
        {0xe5, 0x39, 0x35}, {0x1e, 0x88, 0xe5}, {0x43, 0xa0, 0x47}, {0xfb, 0x8c, 0x00},
        {0x8e, 0x24, 0xaa}, {0x00, 0xac, 0xc1}, {0x6d, 0x4c, 0x41}, {0x54, 0x6e, 0x7a},
    };
    guint8 *pixels = g_malloc(SIDE * SIDE * 4);
    for (int y = 0; y < SIDE; y++) {
        for (int x = 0; x < SIDE; x++) {
            guint8 *p = pixels + (y * SIDE + x) * 4;
            double dx = x - SIDE / 2.0 + 0.5, dy = y - SIDE / 2.0 + 0.5;
            gboolean inside = dx * dx + dy * dy < (SIDE / 2.0 - 4) * (SIDE / 2.0 - 4);
            for (int c = 0; c < 3; c++) p[c] = inside ? colours[hue][c] : (guint8)(0xff - (0xff - colours[hue][c]) / 4);
            p[3] = 0xff;
        }
    }
    GBytes *bytes = g_bytes_new_take(pixels, SIDE * SIDE * 4);
    GdkTexture *texture = gdk_memory_texture_new(SIDE, SIDE, GDK_MEMORY_R8G8B8A8, bytes, SIDE * 4);
    g_bytes_unref(bytes);
    return texture;
}

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_margin_start(box, 12);
    gtk_widget_set_margin_top(box, 4);
    gtk_widget_set_margin_bottom(box, 4);
    GtkWidget *image = gtk_image_new();
    gtk_image_set_pixel_size(GTK_IMAGE(image), 48);
    gtk_widget_set_size_request(image, 48, 48);
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_box_append(GTK_BOX(box), image);
    gtk_box_append(GTK_BOX(box), label);
    gtk_list_item_set_child(item, box);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    Peer *peer = data;
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkWidget *image = gtk_widget_get_first_child(box);
    GtkWidget *label = gtk_widget_get_next_sibling(image);
    GtkStringObject *row = gtk_list_item_get_item(item);
    guint position = gtk_list_item_get_position(item);
    gtk_image_set_from_paintable(GTK_IMAGE(image), GDK_PAINTABLE(peer->icons[position % 8]));
    gtk_label_set_text(GTK_LABEL(label), gtk_string_object_get_string(row));
}

static void finish(Peer *peer, int code) {
    peer->exit_code = code;
    gtk_window_destroy(GTK_WINDOW(peer->window));
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)clock;
    Peer *peer = data;
    if (peer->frame == peer->warmup) {
        peer->cpu_start = now_seconds(CLOCK_PROCESS_CPUTIME_ID);
        peer->wall_start = now_seconds(CLOCK_MONOTONIC);
    }
    if (peer->frame == peer->warmup + peer->frames) {
        double cpu = now_seconds(CLOCK_PROCESS_CPUTIME_ID) - peer->cpu_start;
        double wall = now_seconds(CLOCK_MONOTONIC) - peer->wall_start;
        printf("{\"benchmark\":\"gtk4-listview-scroll\",\"gtk\":\"%u.%u.%u\",\"renderer\":\"%s\","
               "\"rows\":%d,\"width\":%d,\"height\":%d,\"pixels_per_frame\":%g,\"warmup_frames\":%d,"
               "\"frames\":%d,\"cpu_ms_per_frame\":%.3f,\"wall_ms_per_frame\":%.3f,"
               "\"list_width\":%d,\"list_height\":%d,\"scroll_range\":%.0f}\n",
               gtk_get_major_version(), gtk_get_minor_version(), gtk_get_micro_version(),
               g_getenv("GSK_RENDERER"), peer->rows, peer->width, peer->height, peer->pixels_per_frame,
               peer->warmup, peer->frames, cpu * 1000 / peer->frames, wall * 1000 / peer->frames,
               gtk_widget_get_width(widget), gtk_widget_get_height(widget),
               gtk_adjustment_get_upper(peer->vadjustment) - gtk_adjustment_get_page_size(peer->vadjustment));
        fflush(stdout);
        finish(peer, 0);
        return G_SOURCE_REMOVE;
    }
    double value = gtk_adjustment_get_value(peer->vadjustment) + peer->pixels_per_frame;
    double end = gtk_adjustment_get_upper(peer->vadjustment) - gtk_adjustment_get_page_size(peer->vadjustment);
    gtk_adjustment_set_value(peer->vadjustment, value > end ? 0 : value);
    peer->frame++;
    return G_SOURCE_CONTINUE;
}

static gboolean timed_out(gpointer data) {
    Peer *peer = data;
    fprintf(stderr, "gtk-list-peer: only %d of %d frames after %d s; is the compositor sending frame callbacks?\n",
            peer->frame, peer->warmup + peer->frames, peer->timeout);
    finish(peer, 1);
    return G_SOURCE_REMOVE;
}

static int option(int argc, char **argv, const char *name, int fallback) {
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], name) == 0) return atoi(argv[i + 1]);
    }
    return fallback;
}

int main(int argc, char **argv) {
    /* The software renderer, as Tactile draws in software; set before GTK reads it. */
    g_setenv("GSK_RENDERER", "cairo", TRUE);
    Peer peer = {
        .rows = option(argc, argv, "--rows", 10000),
        .frames = option(argc, argv, "--frames", 600),
        .warmup = option(argc, argv, "--warmup", 60),
        .width = option(argc, argv, "--width", 1920),
        .height = option(argc, argv, "--height", 1080),
        .timeout = option(argc, argv, "--timeout", 120),
        .pixels_per_frame = option(argc, argv, "--pixels-per-frame", 8),
        .exit_code = 1,
    };
    if (peer.rows < 1 || peer.frames < 1 || peer.warmup < 0 || peer.width < 1 || peer.height < 1) {
        fprintf(stderr, "gtk-list-peer: bad arguments\n");
        return 2;
    }
    if (!gtk_init_check()) {
        fprintf(stderr, "gtk-list-peer: cannot open a display (WAYLAND_DISPLAY=%s)\n",
                g_getenv("WAYLAND_DISPLAY") ? g_getenv("WAYLAND_DISPLAY") : "");
        return 1;
    }
    for (int i = 0; i < 8; i++) peer.icons[i] = make_icon(i);

    GtkStringList *rows = gtk_string_list_new(NULL);
    for (int i = 0; i < peer.rows; i++) {
        char text[64];
        snprintf(text, sizeof text, "Row %d: a label beside a 48 x 48 image", i);
        gtk_string_list_append(rows, text);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), &peer);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), &peer);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(rows))), factory);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    peer.vadjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));

    peer.window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(peer.window), peer.width, peer.height);
    gtk_window_set_child(GTK_WINDOW(peer.window), scrolled);
    gtk_window_fullscreen(GTK_WINDOW(peer.window));
    gtk_widget_add_tick_callback(list, tick, &peer, NULL);
    g_timeout_add_seconds(peer.timeout, timed_out, &peer);
    gtk_window_present(GTK_WINDOW(peer.window));

    while (g_list_model_get_n_items(gtk_window_get_toplevels()) > 0) g_main_context_iteration(NULL, TRUE);
    for (int i = 0; i < 8; i++) g_object_unref(peer.icons[i]);
    return peer.exit_code;
}
